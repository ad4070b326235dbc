import { messages } from '@cuentas/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { allErrorMessages, applyServerErrors, parseServerErrors } from './server-errors.ts';

const apiError = (status: number, errors: ApiError['errors']) => new ApiError({ status, errors, kind: 'bad_request' });

describe('parseServerErrors (docs/architecture.md §8.6)', () => {
  it('turns entries with a field into field errors and the rest into general errors, keeping the status', () => {
    const result = parseServerErrors(
      apiError(422, [
        { field: 'email', message: 'Debe ser un correo electrónico válido' },
        { message: 'Revisa los datos' },
      ]),
    );
    expect(result).toEqual({
      status: 422,
      fieldErrors: [{ field: 'email', message: 'Debe ser un correo electrónico válido' }],
      generalErrors: ['Revisa los datos'],
    });
  });

  it('adds nested errors to the field errors, under their own field or their parent’s', () => {
    const result = parseServerErrors(
      apiError(400, [
        {
          field: 'password',
          message: 'La contraseña no es válida',
          errors: [{ message: 'Debe tener al menos 8 caracteres' }, { field: 'confirm', message: 'No coincide' }],
        },
      ]),
    );
    expect(result.fieldErrors).toEqual([
      { field: 'password', message: 'La contraseña no es válida' },
      { field: 'password', message: 'Debe tener al menos 8 caracteres' },
      { field: 'confirm', message: 'No coincide' },
    ]);
    expect(result.generalErrors).toEqual([]);
  });

  it('falls back to the server message when there are no entries', () => {
    expect(parseServerErrors(apiError(500, []))).toEqual({
      status: 500,
      fieldErrors: [],
      generalErrors: ['Error en el servidor, por favor intenta más tarde'],
    });
    expect(messages.serverFallback).toBe('Error en el servidor, por favor intenta más tarde');
  });

  it('treats anything that is not an ApiError as an entry-less failure', () => {
    expect(parseServerErrors(new Error('boom'))).toEqual({
      status: 0,
      fieldErrors: [],
      generalErrors: [messages.serverFallback],
    });
  });
});

describe('applyServerErrors', () => {
  it('sets the first error of each known field on the form and returns the general ones', () => {
    const setError = vi.fn();
    const general = applyServerErrors(
      apiError(409, [
        { field: 'email', message: 'Ya existe una cuenta con este correo' },
        { field: 'email', message: 'Otro mensaje' },
        { field: 'otp_id', message: 'El código venció' },
        { message: 'No pudimos completar el registro' },
      ]),
      setError,
      ['email', 'password'],
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Ya existe una cuenta con este correo' },
      { shouldFocus: true },
    );
    expect(general).toEqual(['No pudimos completar el registro', 'El código venció']);
  });

  it('returns the fallback message for an empty failure', () => {
    const setError = vi.fn();
    expect(applyServerErrors(apiError(502, []), setError, ['email'])).toEqual([messages.serverFallback]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('allErrorMessages', () => {
  it('lists general then field messages', () => {
    expect(
      allErrorMessages(
        apiError(400, [{ field: 'phone', message: 'Número inválido' }, { message: 'Intenta de nuevo' }]),
      ),
    ).toEqual(['Intenta de nuevo', 'Número inválido']);
  });
});
