import { Field, Label, Switch } from "@headlessui/react";
import type { ButtonHTMLAttributes, ChangeEvent, HTMLAttributes, ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { FieldShell } from "../ui/form";
import { slots } from "../../lib/slots";
import { initials } from "../../pages/admin/format";

/** The heading of an admin screen, with its main actions on the right (below the title on a phone). */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="m-0 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="m-0 mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** What an empty list says, with the action that fills it. */
export function EmptyState({ icon, text, action }: { icon: string; text: string; action?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className={`${icon} h-10 w-10 text-slate-300`} aria-hidden="true" />
      <p className="m-0 text-sm text-slate-600">{text}</p>
      {action}
    </div>
  );
}

/** A read that failed: what went wrong and a way to try again. */
export function LoadError({ text, error, onRetry }: { text: string; error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <div role="alert" className="card flex flex-col items-start gap-3 border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center">
      <span className="i-lucide-circle-alert h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="m-0 font-semibold">{text}</p>
        {error instanceof Error && <p className="m-0 mt-1 break-words opacity-80">{error.message}</p>}
      </div>
      {onRetry && (
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {t("common.tryAgain")}
        </button>
      )}
    </div>
  );
}

/**
 * A data block's states (spec §4): loading (its skeletons), a failed read, empty, loaded. `empty` is what an empty
 * block shows, or null when there is something to show; `children` renders it.
 */
export function DataStates({
  loading,
  skeleton,
  error,
  failed,
  empty,
  children,
}: {
  loading: boolean;
  skeleton: ReactNode;
  error: unknown;
  failed: ReactNode;
  empty: ReactNode | null;
  children: () => ReactNode;
}) {
  if (loading) return skeleton;
  if (error) return failed;
  if (empty !== null) return empty;
  return children();
}

/** An on/off setting: Headless UI's Switch, labelled, keyboard and screen-reader ready. */
export function Toggle({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}) {
  return (
    <Field disabled={disabled} className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <div className="min-w-0">
        <Label className="block text-sm font-medium text-slate-800">{label}</Label>
        {description && <p className="m-0 mt-0.5 text-xs text-slate-500">{description}</p>}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-0 bg-slate-300 p-0 transition-colors data-[checked]:bg-indigo-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
      >
        <span className="inline-block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5.5" />
      </Switch>
    </Field>
  );
}

/** A screen while it loads: one grey block per card, each as tall as its class in `heights` says, announced as loading. */
export function LoadingBlocks({ label, heights }: { label: string; heights: string[] }) {
  return (
    <div role="status" className="space-y-6" aria-busy="true" aria-label={label}>
      {heights.map((height) => (
        <div key={height} className={`skeleton ${height} w-full`} />
      ))}
    </div>
  );
}

/** Grey blocks with the shape of the content that is loading. */
export function SkeletonCards({ count, className, testId }: { count: number; className: string; testId: string }) {
  return (
    <>
      {slots(count).map((slot) => (
        <div key={slot} data-testid={testId} className={`card p-5 ${className}`} aria-hidden="true">
          <div className="skeleton h-5 w-2/3" />
          <div className="skeleton mt-3 h-4 w-1/3" />
          <div className="skeleton mt-4 h-4 w-full" />
          <div className="skeleton mt-2 h-4 w-5/6" />
        </div>
      ))}
    </>
  );
}

/** A total's icon on its coloured tile, beside the total's name (dashboard and statistics cards). */
export function ToneIcon({ icon, tone }: { icon: string; tone: string }) {
  return (
    <span className={`flex h-9 w-9 items-center justify-center rounded-lg ${tone}`}>
      <span className={`${icon} h-5 w-5`} aria-hidden="true" />
    </span>
  );
}

/** An admin card's title and the sentence under it; `id` is what the card's aria-labelledby names. */
export function CardHeading({ id, title, text }: { id: string; title: ReactNode; text?: ReactNode }) {
  return (
    <>
      <h2 id={id} className="m-0 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {text !== undefined && <p className="m-0 mt-1 text-sm text-slate-600">{text}</p>}
    </>
  );
}

/**
 * The props of one radio input of the group `name` whose chosen value is `chosen`: `radioChoice(name, chosen,
 * choose)(value)` is checked when `value` is chosen and chooses it when picked.
 */
export const radioChoice =
  <T extends string>(name: string, chosen: T | undefined, choose: (value: T) => void) =>
  (value: T) => ({ type: "radio" as const, name, value, checked: chosen === value, onChange: () => choose(value) });

/** A message's sender as round initials; decoration, since the name stands beside them. */
export function SenderInitials({ name }: { name: string }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** A message while messages load: the sender's round initials beside lines of text, each sized by its classes. */
export function MessageSkeleton({ lines, ...row }: { lines: string[] } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...row}>
      <div className="skeleton h-10 w-10 rounded-full" />
      <div className="flex-1 space-y-2">
        {slots(lines.length).map((slot) => (
          <div key={slot} className={`skeleton ${lines[slot]}`} />
        ))}
      </div>
    </div>
  );
}

/** A card's "Edit" link, named after the item for screen readers. */
export function EditLink({ to, itemName, className = "" }: { to: string; itemName: string; className?: string }) {
  const { t } = useTranslation("admin");
  return (
    <Link to={to} className={`btn-secondary px-3 py-1.5 ${className}`} aria-label={t("common.editItem", { name: itemName })}>
      <span className="i-lucide-pencil h-4 w-4" aria-hidden="true" />
      {t("common.edit")}
    </Link>
  );
}

/** A button whose icon stands before its label; the icon is decoration, the label (or aria-label) names the action. */
export function IconButton({ icon, children, type = "button", ...button }: { icon: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} {...button}>
      <span className={`${icon} h-4 w-4`} aria-hidden="true" />
      {children}
    </button>
  );
}

/**
 * A link that opens in a new tab, marked so: the owner's preview link, a reply's original. `nofollow` for addresses
 * that came from elsewhere; `small` beside a row's small buttons.
 */
export function NewTabLink({
  href,
  className,
  nofollow,
  small,
  children,
}: {
  href: string;
  className: string;
  nofollow?: boolean;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel={nofollow ? "noopener noreferrer nofollow" : "noopener noreferrer"} className={className}>
      <span className={`i-lucide-external-link ${small ? "h-3.5 w-3.5" : "h-4 w-4"}`} aria-hidden="true" />
      {children}
    </a>
  );
}

/** A list item's small action ("Retry now", "Unblock"), named after the item for screen readers (`itemLabel`). */
export function RowAction({ label, itemLabel, icon, busy, onClick }: { label: string; itemLabel: string; icon?: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn-ghost px-2 py-1 text-xs" disabled={busy} onClick={onClick} aria-label={itemLabel}>
      {icon && <span className={`${icon} h-3.5 w-3.5`} aria-hidden="true" />}
      {label}
    </button>
  );
}

/** How a "Delete" button is named for screen readers: after the item ("Delete <item>"), or in words of its own. */
type DeleteButtonName = { itemName: string; label?: never } | { label: string; itemName?: never };
/** A row's delete button is smaller where the row's other actions are. */
const DELETE_LOOKS = { normal: "btn-ghost px-3 py-1.5 text-red-600 hover:bg-red-50", small: "btn-ghost px-3 py-1 text-xs text-red-600 hover:bg-red-50" };

/** A card's "Delete" button (it asks for confirmation elsewhere), named after the item for screen readers. */
export function DeleteButton({
  onClick,
  itemName,
  label,
  size = "normal",
  disabled,
  className,
}: DeleteButtonName & { onClick: () => void; size?: keyof typeof DELETE_LOOKS; disabled?: boolean; className?: string }) {
  const { t } = useTranslation("admin");
  return (
    <IconButton
      icon="i-lucide-trash-2"
      className={className ? `${DELETE_LOOKS[size]} ${className}` : DELETE_LOOKS[size]}
      disabled={disabled}
      onClick={onClick}
      aria-label={label ?? t("common.deleteItem", { name: itemName })}
    >
      {t("common.delete")}
    </IconButton>
  );
}

type FilePickerProps = {
  id: string;
  label: string;
  accept: string;
  /** The name of the file chosen, or null. */
  chosen: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
};

/**
 * A file field in the admin's language: the browser's own file input names its button and "no file" in the
 * browser's language, so the input stays (labelled, focusable, for keyboards and screen readers) but is drawn as
 * a button and the chosen file's name.
 */
export function FilePicker({ id, label, accept, chosen, onChange, inputRef, error }: FilePickerProps) {
  const { t } = useTranslation("admin");
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="flex min-w-0 items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="peer sr-only"
        />
        <label htmlFor={id} className="btn-secondary shrink-0 cursor-pointer px-3 py-2 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500/40">
          <span className="i-lucide-paperclip h-4 w-4" aria-hidden="true" />
          {t("common.file.choose")}
        </label>
        <span className="min-w-0 truncate text-sm text-slate-600">{chosen ?? t("common.file.none")}</span>
      </div>
    </FieldShell>
  );
}
