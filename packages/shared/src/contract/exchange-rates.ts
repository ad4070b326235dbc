import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import { CreateExchangeRateSchema, ExchangeRateSchema, UpdateExchangeRateSchema } from '../schemas/exchange-rates.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/exchange-rates',
  response: z.array(ExchangeRateSchema),
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/exchange-rates',
  body: CreateExchangeRateSchema,
  response: ExchangeRateSchema,
  status: 201,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/exchange-rates/:id',
  params: IdParams,
  body: UpdateExchangeRateSchema,
  response: ExchangeRateSchema,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/exchange-rates/:id',
  params: IdParams,
  response: MessageResponse,
});
