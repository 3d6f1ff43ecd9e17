// Fairdraw's own drawings of each game of the catalogue, on a 48 × 48 grid. Each is one shape filled
// with the game's brand colour, and details on it in the brand's second colour (`accent`) or its
// readable text colour (`ink`). Plain path data keeps all of them, with the component, near 2 KB
// compressed (decision 0066).

export interface GameMarkDrawing {
  shape: string;
  accent?: string;
  ink?: string;
}

/** A circle as path data; `clockwise` draws it the other way round, so it cuts a hole in the one around it. */
function circle(cx: number, cy: number, r: number, clockwise = false): string {
  const sweep = clockwise ? 1 : 0;
  return `M${cx - r} ${cy}a${r} ${r} 0 1 ${sweep} ${2 * r} 0a${r} ${r} 0 1 ${sweep} ${-2 * r} 0z`;
}

// A syndicate is a group playing one lottery: three joined circles around that lottery's emblem.
const group = circle(24, 13, 11) + circle(13, 32, 11) + circle(35, 32, 11) + circle(24, 26, 12);

/** By product offer key (the lottery key for a lottery, the raffle's key, the syndicate's key). */
export const gameMarkDrawings: Readonly<Record<string, GameMarkDrawing>> = {
  // A ball struck by a bolt.
  powerball: { shape: circle(24, 24, 22), accent: 'M27 6 13 27h9l-3 15 16-21h-9z' },
  // The outback sun: a disc in a ring of twelve rays.
  oz_lotto: {
    shape:
      'M24 1 28 8.5 35.5 4 35.5 12.5 44 12.5 39.5 20 47 24 39.5 28 44 35.5 35.5 35.5 35.5 44 28 39.5 24 47 20 39.5 12.5 44 12.5 35.5 4 35.5 8.5 28 1 24 8.5 20 4 12.5 12.5 12.5 12.5 4 20 8.5z',
    accent: circle(24, 24, 11),
  },
  // Saturday night's star.
  saturday_lotto: {
    shape: 'M24 2.5 30 17.5 46 18.5 33.5 28.5 37.5 44 24 35.5 10.5 44 14.5 28.5 2 18.5 18 17.5z',
  },
  // A tile with two linked rings: a prize that keeps coming.
  set_for_life2020: {
    shape: 'M4 12a8 8 0 0 1 8-8h24a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8H12a8 8 0 0 1-8-8z',
    accent: circle(17, 24, 8) + circle(17, 24, 4, true) + circle(31, 24, 8) + circle(31, 24, 4, true),
  },
  // A calendar page with its two draw days marked.
  monday_wednesday_lotto: {
    shape:
      'M4 14a4 4 0 0 1 4-4h32a4 4 0 0 1 4 4v26a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 4h5v10h-5zM31 4h5v10h-5z',
    accent: 'M10 22h10v10H10zM28 22h10v10H28z',
  },
  // A target: the numbers have to land in order.
  lotto_strike: {
    shape: circle(24, 24, 22),
    accent: circle(24, 24, 16) + circle(24, 24, 10, true) + circle(24, 24, 4),
  },
  // A jewelled crown.
  super_jackpot_lottery: {
    shape: 'M7 36 5 13l10 9 9-15 9 15 10-9-2 23zM7 39h34v5H7z',
    accent: circle(15, 30, 2.5) + circle(24, 29, 3) + circle(33, 30, 2.5),
  },
  // A cut gem.
  mega_jackpot_lottery: { shape: 'M13 7h22l11 13-22 23L2 20z', accent: 'M15 20h18l-9 17z' },
  // A smiling balloon.
  make_a_smile_lottery: {
    shape: 'M9 19a15 17 0 1 0 30 0a15 17 0 1 0-30 0zM20 42l4-7 4 7z',
    ink: `${circle(19.5, 15, 2.5)}${circle(28.5, 15, 2.5)}M16 22a8 8 0 0 0 16 0h-3a5 5 0 0 1-10 0z`,
  },
  // A heart, for care.
  your_hospice_lottery: { shape: 'M24 43 7 26C1 20 3 9 12 8c5-1 9 2 12 6c3-4 7-7 12-6c9 1 11 12 5 18z' },
  // One cause of your choice: a 1 on a hexagon.
  one_lottery: { shape: 'M24 2 43 13v22L24 46 5 35V13z', accent: 'M19 17l7-5h4v25h-6V20l-5 2z' },
  // The prize home.
  harbour_prize_home: { shape: 'M24 4 3 22h6v20h30V22h6z', accent: 'M20 29h8v13h-8z' },
  // A surf club's rescue board with its band.
  tallowood_surf_raffle: {
    shape:
      'M40.5 7.5C39 17.5 33 27 25.5 34C18.5 40 12.5 42.5 9 39C5.5 35.5 8 29.5 14 22.5C21 15 30.5 9 40.5 7.5z',
    accent: 'M23.5 13.5 34.5 24.5 31 28 20 17z',
  },
  // A drop with the river in it.
  riverside_hospice_cash: {
    shape: 'M24 3C18 12 9 21 9 30a15 15 0 0 0 30 0c0-9-9-18-15-27z',
    accent: 'M14 31c3-3 7-3 10 0s7 3 10 0v5c-3 3-7 3-10 0s-7-3-10 0z',
  },
  // A gum leaf.
  blue_gum_cash: { shape: 'M5 43C8 22 22 8 43 5c-2 22-16 36-38 38z', accent: 'M8 42l-2-2L40 6l2 2z' },
  powerball_syndicate: { shape: group, accent: 'M26 16l-8 12h5l-2 9 8-12h-5z' },
  oz_lotto_syndicate: {
    shape: group,
    accent:
      'M24 16 26 21 31 19 29 24 34 26 29 28 31 33 26 31 24 36 22 31 17 33 19 28 14 26 19 24 17 19 22 21z',
  },
  saturday_lotto_syndicate: {
    shape: group,
    accent: 'M24 17 26.5 23.5 33.5 24 28.5 28.5 30 35 24 31.5 18 35 19.5 28.5 14.5 24 21.5 23.5z',
  },
};
