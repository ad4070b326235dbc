// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { handOverPrerenderedLogin } from './prerendered-login.ts';

/** A login form like the one written into index.html and the one the app draws. */
function loginForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = '<input name="email" type="email"><input name="password" type="password"><button>Entrar</button>';
  return form;
}

/** What React's first commit does to the container: the static form out, the app's form in. */
function commitAppForm(container: HTMLElement): HTMLFormElement {
  const form = loginForm();
  container.replaceChildren(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('handOverPrerenderedLogin', () => {
  afterEach(() => document.body.replaceChildren());

  function typedIntoStaticForm() {
    const container = document.createElement('div');
    document.body.append(container);
    const staticForm = loginForm();
    container.append(staticForm);
    const handOver = handOverPrerenderedLogin(container);
    field(staticForm, 'email').value = 'ana@example.com';
    field(staticForm, 'password').value = 'Clave-segura-2025';
    return { container, handOver };
  }

  it('fills the app form as soon as it is committed, before the next frame', async () => {
    const { container, handOver } = typedIntoStaticForm();
    handOver();
    const appForm = commitAppForm(container);
    const seen: string[] = [];
    appForm.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name));
    // Only microtasks run here, no animation frame: a click queued now must find the values.
    await microtasks();
    expect(field(appForm, 'email').value).toBe('ana@example.com');
    expect(field(appForm, 'password').value).toBe('Clave-segura-2025');
    expect(seen).toEqual(['email', 'password']);
  });

  it('sends the submit the page held back, with the values, once the app form is there', async () => {
    const { container, handOver } = typedIntoStaticForm();
    container.setAttribute('data-submit-pending', 'true');
    handOver();
    // The app renders a placeholder first, then its form.
    container.replaceChildren(document.createElement('p'));
    await microtasks();
    expect(container.getAttribute('data-submit-pending')).toBe('true');
    const appForm = commitAppForm(container);
    const submitted: string[] = [];
    appForm.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(field(appForm, 'email').value);
    });
    await microtasks();
    expect(submitted).toEqual(['ana@example.com']);
    expect(container.hasAttribute('data-submit-pending')).toBe(false);
  });

  it('leaves a field the visitor typed nothing into as the app drew it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const staticForm = loginForm();
    container.append(staticForm);
    const handOver = handOverPrerenderedLogin(container);
    field(staticForm, 'email').value = 'ana@example.com';
    handOver();
    const appForm = loginForm();
    field(appForm, 'password').value = 'ya-escrita';
    container.replaceChildren(appForm);
    await microtasks();
    expect(field(appForm, 'email').value).toBe('ana@example.com');
    expect(field(appForm, 'password').value).toBe('ya-escrita');
  });

  it('presses the app form’s passkey button when the visitor pressed the static one', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.append(loginForm());
    container.setAttribute('data-passkey-pending', 'true');
    handOverPrerenderedLogin(container)();
    const appForm = loginForm();
    const passkey = document.createElement('button');
    passkey.type = 'button';
    passkey.setAttribute('data-passkey-offer', '');
    const pressed: string[] = [];
    passkey.addEventListener('click', () => pressed.push('passkey'));
    appForm.addEventListener('submit', (event) => {
      event.preventDefault();
      pressed.push('submit');
    });
    appForm.append(passkey);
    container.replaceChildren(appForm);
    await microtasks();
    expect(pressed).toEqual(['passkey']);
    expect(container.hasAttribute('data-passkey-pending')).toBe(false);
  });
});
