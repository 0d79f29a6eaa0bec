import { expect, test } from "bun:test";
import { responsiveImage, variantHeight, variantWidths } from "./responsive-image";

const id = "0123456789abcdef0123456789abcdef";

test("an uploaded image lists the widths the browser made below its own", () => {
  expect(variantWidths(2400)).toEqual([480, 960, 1600]);
  expect(variantWidths(1000)).toEqual([480, 960, 1000]);
  expect(variantWidths(300)).toEqual([300]);
  expect(variantHeight(1000, 667, 480)).toBe(320);
  expect(responsiveImage(`/uploads/${id}-1000x667.webp`)).toEqual({
    src: `/uploads/${id}-1000x667.webp`,
    width: 1000,
    height: 667,
    srcSet: `/uploads/${id}-480x320.webp 480w, /uploads/${id}-960x640.webp 960w, /uploads/${id}-1000x667.webp 1000w`,
  });
});

test("other images keep their URL only", () => {
  expect(responsiveImage("https://example.com/a.jpg")).toEqual({ src: "https://example.com/a.jpg" });
  expect(responsiveImage(`/uploads/${id}.png`)).toEqual({ src: `/uploads/${id}.png` });
  expect(responsiveImage(`/uploads/${id}-10x10.gif`)).toEqual({ src: `/uploads/${id}-10x10.gif`, width: 10, height: 10 });
});
