/** The grid of project and article cards: one column, two from sm, three from lg. */
export const CARD_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8";

/**
 * How wide a card's image is in CARD_GRID inside .container-page (max 72rem; padding 1rem, 1.5rem from sm, 2rem
 * from lg): a third of 72rem less padding and gaps once the container stops growing, a share of the viewport below.
 */
export const CARD_IMAGE_SIZES = "(min-width: 1152px) 342px, (min-width: 1024px) calc(33.3vw - 43px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";
