import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { deniedRemoved } from './reaccount-choice.ts';

// An account fix moves the movement to the account named positively, never to the one denied,
// and never claims a change to the account it was already on. A title or a term of address
// before an order to fix is no movement. Examples written here (decision 031).

describe('what an account fix denies', () => {
  it.each([
    ['lo pague con la master no con debito', 'lo pague con la master'],
    ['no fue en efectivo sino con bizum', 'sino con bizum'],
    ['era de la cuenta sueldo, no de la de ahorro', 'era de la cuenta sueldo,'],
    ['con yape y no con plin', 'con yape'],
  ])('«%s»', (text, kept) => {
    expect(deniedRemoved(text)).toBe(kept);
  });
});

describe('the chat end to end', () => {
  const app = chatApp();

  const setUp = () =>
    chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Interbank Visa', type: 'credit_card' },
    ]);
  const saved = (token: string) => movements(app.ctx, token);

  it('moves it to the account named, not the one denied after it', async () => {
    const token = await setUp();
    expect(await say(app.ctx, token, 'botica 23.50')).toContain('Anotado');
    const reply = await say(app.ctx, token, 'fue con la interbank no en efectivo');
    expect(reply).toMatch(/Efectivo → Interbank Visa/);
    expect(await saved(token)).toHaveLength(1);
  });

  it('never claims a change to the account it was on', async () => {
    const token = await setUp();
    await say(app.ctx, token, 'pollo a la brasa 48');
    const reply = await say(app.ctx, token, 'fue en efectivo');
    expect(reply).not.toMatch(/Efectivo → Efectivo/);
    expect(reply).toContain('ya estaba en Efectivo');
  });

  it('reads an order to fix after a title as a fix, not a second movement', async () => {
    const token = await setUp();
    await say(app.ctx, token, 'taxi 15');
    const reply = await say(app.ctx, token, 'Joven arréglelo por favor, fueron 18');
    expect(reply).toMatch(/18/);
    expect((await saved(token)).map((item) => item.amount)).toEqual([-1800]);
  });
});
