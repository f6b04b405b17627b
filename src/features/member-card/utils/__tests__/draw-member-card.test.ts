import { describe, expect, it } from 'vitest';
import { fitLines } from '@/features/member-card/utils/draw-member-card';

/** A stub of the canvas's measure: every character is 0.6 of the font size wide. */
const measure = (text: string, size: number) => text.length * size * 0.6;
const NAME = 'Mr. Oluwadamilare-Ayodeji Oluwaseun Adebayo-Williams';
const NAME_SIZES = { size: 40, floor: 30 };

describe('fitLines', () => {
  it('keeps a name that fits on one line at its size', () => {
    expect(fitLines('Mrs Ngozi Eze', 505, NAME_SIZES, measure)).toEqual({
      size: 40,
      lines: ['Mrs Ngozi Eze'],
    });
  });

  it('shrinks a longer name to fit one line, never below the floor', () => {
    expect(fitLines('Mrs Ngozi Adaeze Okafor', 505, NAME_SIZES, measure)).toEqual({
      size: 36,
      lines: ['Mrs Ngozi Adaeze Okafor'],
    });
  });

  it('wraps a long name whole between words at the floor, no line wider than the width', () => {
    const { size, lines } = fitLines(NAME, 505, NAME_SIZES, measure);
    expect(size).toBe(30);
    expect(lines).toEqual(['Mr. Oluwadamilare-Ayodeji', 'Oluwaseun Adebayo-Williams']);
    for (const line of lines) expect(measure(line, size)).toBeLessThanOrEqual(505);
  });

  it('breaks inside a word wider than a line, such as an e-mail address, leaving nothing out', () => {
    const email = 'oluwadamilare.adebayo-williams@humanitarian-forum.example.org';
    const { size, lines } = fitLines(email, 200, { size: 26, floor: 20 }, measure);
    expect(size).toBe(20);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(email);
    for (const line of lines) expect(measure(line, size)).toBeLessThanOrEqual(200);
  });
});
