import { useRef, useState, type ChangeEvent } from "react";

/**
 * The file chosen in a FilePicker before it is sent: `picker` goes to the FilePicker, `clear()` empties both the
 * state and the input after a successful upload, so the same file can be chosen again. `onChoose` hears of each
 * choice and may refuse it (answering false): the file is then dropped and the input emptied.
 */
export function useChosenFile(onChoose?: (file: File | null) => unknown) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (onChoose?.(chosen) === false) clear();
  };
  return { file, clear, picker: { chosen: file?.name ?? null, onChange, inputRef } };
}
