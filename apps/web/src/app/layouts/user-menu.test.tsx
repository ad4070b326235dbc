// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeAuthToken, setAuthToken } from '../../lib/auth-token.ts';
import { fakeServer } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { UserMenu } from './user-menu.tsx';

beforeEach(() => {
  setAuthToken('token');
  fakeServer({ get: () => Promise.resolve({ name: 'Laura Gómez', email: 'laura@example.com' }) });
});
afterEach(() => {
  cleanup();
  removeAuthToken();
  vi.restoreAllMocks();
});

const openMenu = () => document.querySelector('[role="menu"]');

function renderMenu() {
  return renderWithProviders(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );
}

// The menu's code loads when the user reaches for its button (load-on-use.ts): a press on the
// stand-in before it is there must still open the menu, and the menu must behave as Mantine's.
describe('the header user menu, loaded on use', () => {
  it("draws a button that reads as the menu's before its code is there", async () => {
    renderMenu();
    const button = await screen.findByRole('button', { name: 'Menú de Laura Gómez' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(openMenu()).toBeNull();
  });

  it('opens at the first press, with the focus on its button as a press leaves it', async () => {
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de Laura Gómez' }));

    // Mantine's transitions leave the dropdown hidden to role queries in happy-dom for a while.
    await waitFor(() => expect(openMenu()?.textContent).toContain('Cerrar sesión'));
    expect(openMenu()?.textContent).toContain('laura@example.com');
    const button = screen.getByRole('button', { name: 'Menú de Laura Gómez' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('closes and opens again at the next presses, once loaded', async () => {
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de Laura Gómez' }));
    await waitFor(() => expect(openMenu()).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Menú de Laura Gómez' }));
    await waitFor(() => expect(openMenu()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Menú de Laura Gómez' }));
    await waitFor(() => expect(openMenu()?.textContent).toContain('Perfil'));
  });
});
