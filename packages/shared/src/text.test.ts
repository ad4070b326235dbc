import { describe, expect, it } from 'vitest';
import { foldAccents, stripAccents } from './text.ts';

describe('accent folding', () => {
  it('drops accents, diaeresis and the tilde of ñ, keeping the letters', () => {
    expect(stripAccents('Peña Núñez, pingüino, Àlex, São Paulo')).toBe('Pena Nunez, pinguino, Alex, Sao Paulo');
  });

  it('folds case too, so what people type matches what is stored', () => {
    expect(foldAccents('GASTÉ en Configuración')).toBe('gaste en configuracion');
    expect(foldAccents('gaste en configuracion')).toBe(foldAccents('Gasté en CONFIGURACIÓN'));
  });

  it('leaves text without accents as it is', () => {
    expect(stripAccents('Mercadona 4x1000 $45.000')).toBe('Mercadona 4x1000 $45.000');
  });
});
