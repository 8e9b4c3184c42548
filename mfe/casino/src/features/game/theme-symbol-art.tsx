/**
 * The themed slot symbols drawn as SVG in a 0–100 box (issue 30): Egyptian (ankh, scarab, lotus, eye, pyramid,
 * mask), ocean (shell, starfish, fish, seahorse, anchor, pearl) and gems (emerald, sapphire, ruby, ring). The
 * fruit theme and the diamond, crown, wild and coin are symbol-art.tsx's own drawings.
 */
import type { ReactElement } from 'react';

const cut = (fill: string, edge: string) => (
  <path d="M50 90 L12 40 L28 14 L72 14 L88 40Z M12 40 L88 40 M28 14 L40 40 L50 90 L60 40 L72 14" fill={fill} stroke={edge} strokeWidth="3" strokeLinejoin="round" />
);

export const THEME_SYMBOL_ART: Readonly<Record<string, ReactElement>> = {
  ankh: (
    <>
      <ellipse cx="50" cy="28" rx="16" ry="20" fill="none" stroke="#e9b949" strokeWidth="9" />
      <path d="M18 50 H82 M50 48 V92" stroke="#e9b949" strokeWidth="10" strokeLinecap="round" />
    </>
  ),
  scarab: (
    <>
      <ellipse cx="50" cy="58" rx="24" ry="30" fill="#1b7f79" stroke="#0b3d3a" strokeWidth="3" />
      <circle cx="50" cy="24" r="11" fill="#0b3d3a" />
      <path d="M50 30 V88 M26 50 L8 40 M74 50 L92 40 M28 70 L10 80 M72 70 L90 80" stroke="#0b3d3a" strokeWidth="4" />
    </>
  ),
  lotus: (
    <>
      <path d="M50 84 C34 66 34 40 50 16 C66 40 66 66 50 84Z" fill="#f28ab2" stroke="#a3385f" strokeWidth="3" />
      <path d="M50 84 C30 80 14 62 12 44 C30 48 44 62 50 84Z M50 84 C70 80 86 62 88 44 C70 48 56 62 50 84Z" fill="#e85d9a" stroke="#a3385f" strokeWidth="3" />
    </>
  ),
  eye: (
    <>
      <path d="M8 50 C28 24 72 24 92 50 C72 76 28 76 8 50Z" fill="#fff8e1" stroke="#1d3557" strokeWidth="5" />
      <circle cx="50" cy="50" r="13" fill="#1d3557" />
      <path d="M40 66 L34 90 M56 64 C60 80 70 84 78 78" stroke="#1d3557" strokeWidth="5" fill="none" />
    </>
  ),
  pyramid: (
    <>
      <path d="M50 12 L92 86 H8Z" fill="#e0a800" stroke="#8a6500" strokeWidth="3" strokeLinejoin="round" />
      <path d="M50 12 L62 86" stroke="#8a6500" strokeWidth="3" />
      <path d="M22 62 H78 M33 42 H67" stroke="#8a6500" strokeWidth="2" />
    </>
  ),
  mask: (
    <>
      <path d="M20 20 H80 L86 70 C80 84 64 92 50 92 C36 92 20 84 14 70Z" fill="#1d4e89" />
      <path d="M30 26 H70 L70 64 C66 76 58 82 50 82 C42 82 34 76 30 64Z" fill="#e9b949" stroke="#8a6500" strokeWidth="2" />
      <path d="M36 46 H46 M54 46 H64 M50 52 V64" stroke="#1d3557" strokeWidth="4" />
    </>
  ),
  shell: (
    <>
      <path d="M50 14 C80 14 92 46 86 66 L50 88 L14 66 C8 46 20 14 50 14Z" fill="#ffb4a2" stroke="#b5654f" strokeWidth="3" />
      <path d="M50 88 L50 18 M50 88 L30 22 M50 88 L70 22 M50 88 L16 46 M50 88 L84 46" stroke="#b5654f" strokeWidth="3" />
    </>
  ),
  starfish: <path d="M50 8 L60 38 L92 36 L66 56 L78 88 L50 70 L22 88 L34 56 L8 36 L40 38Z" fill="#f4845f" stroke="#a33c1b" strokeWidth="4" strokeLinejoin="round" />,
  fish: (
    <>
      <path d="M10 50 C30 18 66 18 78 50 C66 82 30 82 10 50Z M78 50 L94 32 L94 68Z" fill="#4cc9f0" stroke="#1d5c7a" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="30" cy="46" r="5" fill="#1d3557" />
    </>
  ),
  seahorse: (
    <path d="M56 12 C74 12 76 32 64 36 L72 44 C60 48 62 62 68 72 C74 86 56 94 46 84 C52 84 56 78 50 70 C40 58 42 40 50 32 L34 30 C36 18 46 12 56 12Z" fill="#f9c74f" stroke="#a06a00" strokeWidth="3" strokeLinejoin="round" />
  ),
  anchor: (
    <>
      <circle cx="50" cy="16" r="8" fill="none" stroke="#457b9d" strokeWidth="6" />
      <path d="M50 24 V88 M30 38 H70 M16 60 C18 80 36 88 50 88 C64 88 82 80 84 60" stroke="#457b9d" strokeWidth="8" fill="none" strokeLinecap="round" />
    </>
  ),
  pearl: (
    <>
      <path d="M8 70 C8 40 92 40 92 70 C80 84 20 84 8 70Z" fill="#6d597a" />
      <circle cx="50" cy="52" r="22" fill="#f1faee" stroke="#a8a8c0" strokeWidth="3" />
      <circle cx="42" cy="44" r="6" fill="#fff" />
    </>
  ),
  emerald: cut('#2a9d8f', '#125248'),
  sapphire: cut('#3a86ff', '#1b3f8b'),
  ruby: cut('#e63946', '#7a1620'),
  ring: (
    <>
      <circle cx="50" cy="62" r="26" fill="none" stroke="#e9b949" strokeWidth="9" />
      <path d="M50 38 L36 22 L44 10 H56 L64 22Z" fill="#7fd1f4" stroke="#1f6f9b" strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
};
