import type { Page } from '@playwright/test';

/**
 * Tabs through the first `limit` controls of the page and names each one whose look does not
 * change when the keyboard focuses it (WCAG 2.4.7). Compared with how they looked before any
 * focus: its outline, shadow, border and background, its ::after (a row-wide click area), and
 * those of its parent, grandparent and next sibling (a Mantine switch draws the focus on the track
 * beside a hidden input, a multi-select on the box around its field).
 */
export async function countUnfocusable(page: Page, limit = 40): Promise<string[]> {
  await page.evaluate(() => {
    const look = (element: Element | null) => {
      if (!element) return '';
      const style = getComputedStyle(element);
      const after = getComputedStyle(element, '::after');
      return [
        after.outlineStyle,
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
        style.textDecorationLine,
      ].join(';');
    };
    // A field inside a multi-select or a tags input shows its focus on the box two levels up.
    const signature = (element: Element) =>
      [
        look(element),
        look(element.parentElement),
        look(element.parentElement?.parentElement ?? null),
        look(element.nextElementSibling),
      ].join('|');
    const before = new Map<Element, string>();
    for (const element of document.querySelectorAll(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ))
      before.set(element, signature(element));
    (window as unknown as Record<string, unknown>).sweepFocus = { before, signature };
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const missing: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(60);
    const found = await page.evaluate(() => {
      const { before, signature } = (window as unknown as Record<string, unknown>).sweepFocus as {
        before: Map<Element, string>;
        signature: (element: Element) => string;
      };
      const active = document.activeElement;
      if (!active || active === document.body) return { key: 'body', visible: true };
      const name =
        active.getAttribute('aria-label') ??
        active.getAttribute('placeholder') ??
        (active.textContent ?? '').trim().slice(0, 40);
      const key = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} «${name}»`;
      const was = before.get(active);
      return { key, visible: was === undefined || was !== signature(active) };
    });
    // Past the last control the focus leaves the page (the browser's own bar), then starts over.
    if (found.key === 'body' && step > 0) break;
    if (!found.visible && !missing.includes(found.key)) missing.push(found.key);
  }
  return missing;
}
