import { describe, expect, test } from "bun:test";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { ImageUrlField } from "./ImageUrlField";
import { Toaster } from "../ui/toast";
import { createI18n } from "../../i18n";
import { AdminLanguageProvider } from "../../pages/admin/admin-language";
import { installFakeApi } from "../../testing/fake-api";

const api = installFakeApi();

function Harness() {
  const [url, setUrl] = useState("");
  return (
    <I18nextProvider i18n={createI18n("es")}>
      <AdminLanguageProvider>
        <ImageUrlField id="img" label="Image URL" value={url} onChange={setUrl} />
      </AdminLanguageProvider>
      <Toaster />
    </I18nextProvider>
  );
}

/** A GIF goes up as it is (no canvas here); other images are shrunk to WebP widths first (see web/e2e). */
const gif = () => new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], "photo.gif", { type: "image/gif" });

describe("image URL field", () => {
  test("uploading a file fills in the URL the server answers, and previews it", async () => {
    api.on("POST /api/uploads/images", { status: 201, body: { url: "/uploads/abc.png" } });
    const { container } = render(<Harness />);
    await userEvent.upload(container.querySelector("input[type=file]") as HTMLInputElement, gif());
    await waitFor(() => expect((screen.getByLabelText("Image URL") as HTMLInputElement).value).toBe("/uploads/abc.png"));
    expect(((api.callsTo("POST /api/uploads/images")[0]!.body as FormData).get("file") as File).name).toBe("photo.gif");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/abc.png");
  });

  test("a failed upload says so", async () => {
    api.on("POST /api/uploads/images", { status: 415 });
    const { container } = render(<Harness />);
    await userEvent.upload(container.querySelector("input[type=file]") as HTMLInputElement, gif());
    expect(await screen.findByText("Error al subir el archivo")).toBeTruthy();
  });

  test("no preview for a link that is not http(s) or a site path", async () => {
    const { container } = render(<Harness />);
    await userEvent.type(screen.getByLabelText("Image URL"), "javascript:alert(1)");
    expect(container.querySelector("img")).toBeNull();
  });
});
