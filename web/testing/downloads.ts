/** The files a page makes the browser download, caught for a test. */
import { afterEach, beforeEach } from "bun:test";

/**
 * Catches the files the page makes the browser download (a blob URL on a clicked link): the names, in order. Call it
 * in a describe; it stands in for the download during each test and restores the browser after it.
 */
export function captureDownloads(): { readonly names: string[] } {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;
  const captured = { names: [] as string[] };
  beforeEach(() => {
    captured.names = [];
    URL.createObjectURL = () => "blob:download";
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      captured.names.push(this.download);
    };
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    HTMLAnchorElement.prototype.click = realClick;
  });
  return captured;
}
