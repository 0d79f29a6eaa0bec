import { describe, expect, test } from "bun:test";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ResponsiveImage } from "./ResponsiveImage";

const id = "0123456789abcdef0123456789abcdef";
const uploaded = `/uploads/${id}-1000x667.webp`;
const SIZES = "(min-width: 1024px) 33vw, 100vw";

describe("ResponsiveImage", () => {
  test("an uploaded image offers its variants, the layout's sizes and its intrinsic size", () => {
    render(<ResponsiveImage src={uploaded} alt="Portada" sizes={SIZES} className="aspect-[16/10] w-full" />);
    const image = screen.getByRole("img", { name: "Portada" });
    expect(image.getAttribute("src")).toBe(uploaded);
    expect(image.getAttribute("srcset")).toBe(`/uploads/${id}-480x320.webp 480w, /uploads/${id}-960x640.webp 960w, ${uploaded} 1000w`);
    expect(image.getAttribute("sizes")).toBe(SIZES);
    expect(image.getAttribute("width")).toBe("1000");
    expect(image.getAttribute("height")).toBe("667");
    expect(image.className).toBe("aspect-[16/10] w-full");
  });

  test("an external image is shown as it is: no srcset, sizes or size, so the caller's box keeps its shape", () => {
    render(<ResponsiveImage src="https://images.example.com/a.jpg" alt="Externa" sizes={SIZES} className="aspect-square" />);
    const image = screen.getByRole("img", { name: "Externa" });
    expect(image.getAttribute("src")).toBe("https://images.example.com/a.jpg");
    for (const attribute of ["srcset", "sizes", "width", "height"]) expect(image.getAttribute(attribute)).toBeNull();
  });

  test("an uploaded GIF has its size but no variants", () => {
    render(<ResponsiveImage src={`/uploads/${id}-64x48.gif`} alt="Animación" sizes={SIZES} />);
    const image = screen.getByRole("img", { name: "Animación" });
    expect(image.getAttribute("width")).toBe("64");
    expect(image.getAttribute("srcset")).toBeNull();
    expect(image.getAttribute("sizes")).toBeNull();
  });

  test("by default it loads lazily and decodes off the main thread", () => {
    render(<ResponsiveImage src={uploaded} alt="Tarjeta" sizes={SIZES} />);
    const image = screen.getByRole("img", { name: "Tarjeta" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.getAttribute("fetchpriority")).toBeNull();
  });

  test("a priority image is fetched at once and first", () => {
    render(<ResponsiveImage src={uploaded} alt="Retrato" sizes={SIZES} priority />);
    const image = screen.getByRole("img", { name: "Retrato" });
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("decoding")).toBeNull();
  });

  test("renders on the server with the same attributes", () => {
    const html = renderToString(<ResponsiveImage src={uploaded} alt="Retrato" sizes={SIZES} priority />);
    expect(html).toContain(`srcSet="/uploads/${id}-480x320.webp 480w`);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('width="1000"');
  });
});
