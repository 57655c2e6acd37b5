import React, {type ReactNode} from 'react';

/**
 * The site's own line icons for landing cards: one 24×24 stroke drawing each,
 * in the current text colour, so they follow both colour modes.
 */
const DRAWINGS = {
  play: <path d="M8 5.5v13l10-6.5z" />,
  steps: <path d="M4 19h5v-5h5V9h5V4M4 19v-3M9 14v-2M14 9V7" />,
  book: <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5M8 7h8M8 11h6" />,
  plug: <path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5" />,
  cloud: <path d="M7 19a5 5 0 0 1-.7-9.95A6 6 0 0 1 17.7 8.1 4.5 4.5 0 0 1 17.5 19z" />,
  braces: <path d="M8 3H7a2 2 0 0 0-2 2v4a3 3 0 0 1-2 3 3 3 0 0 1 2 3v4a2 2 0 0 0 2 2h1M16 3h1a2 2 0 0 1 2 2v4a3 3 0 0 0 2 3 3 3 0 0 0-2 3v4a2 2 0 0 1-2 2h-1" />,
  folder: <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />,
  download: <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />,
  graph: <path d="M6 6h4v4H6zM14 14h4v4h-4zM14 4h4v4h-4zM10 8h4M8 10v6h6" />,
  rocket: <path d="M12 15l-3-3c1.5-5 5-8 10-8 0 5-3 8.5-8 10zM9 12H5l2.5-3.5H12M12 15v4l3.5-2.5V12M6.5 15.5C5 17 5 19 5 19s2 0 3.5-1.5" />,
  shield: <path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6zM9 12l2 2 4-4" />,
  branch: <path d="M6 4v10M6 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM18 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM18 10c0 4-6 3-12 5" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />,
  sparkle: <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />,
} as const;

export type IconName = keyof typeof DRAWINGS;

export function CardIcon({name}: {name: IconName}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {DRAWINGS[name]}
    </svg>
  );
}
