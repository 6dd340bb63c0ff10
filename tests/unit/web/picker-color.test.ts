import { describe, expect, it } from 'vitest';
import { pickerHex } from '../../../web/features/editor/model/picker-color';

const names: Record<string, string> = { blue: '#0000ff', white: '#ffffff', rebeccapurple: '#663399' };
const byName = (name: string) => names[name];

describe('pickerHex: what a colour picker shows for a colour an email may carry', () => {
  it.each([
    ['#1a2b3c', '#1a2b3c'],
    ['#1A2B3C', '#1a2b3c'],
    ['#00f', '#0000ff'],
    ['#00f8', '#0000ff'],
    ['#0000ff80', '#0000ff'],
    ['rgb(0, 0, 255)', '#0000ff'],
    ['rgba(0,123,255,0.5)', '#007bff'],
    ['rgb(0 123 255 / 50%)', '#007bff'],
    ['rgb(100%, 0%, 0%)', '#ff0000'],
    ['hsl(240, 100%, 50%)', '#0000ff'],
    ['hsla(0, 0%, 100%, 1)', '#ffffff'],
    ['hsl(120 100% 25%)', '#008000'],
    ['blue', '#0000ff'],
    ['White', '#ffffff'],
    ['  rebeccapurple ', '#663399'],
  ])('%j → %j', (value, hex) => {
    expect(pickerHex(value, '#000000', byName)).toBe(hex);
  });

  it.each([
    [undefined, '#007bff'],
    ['', '#007bff'],
    ['transparent', '#007bff'],
    ['notacolour', '#007bff'],
    ['rgb(nope)', '#007bff'],
  ])('%j, no colour it can show: the default the email renders (%j)', (value, hex) => {
    expect(pickerHex(value, '#007bff', byName)).toBe(hex);
  });
});
