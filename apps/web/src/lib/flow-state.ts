/** Navigation state that carries a sign-up flow in progress (docs/architecture.md §8.2: both otp_id and email). */
export type FlowState = { otp_id: string; email: string };

export function readFlowState(state: unknown): FlowState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { otp_id, email } = state as Record<string, unknown>;
  if (typeof otp_id !== 'string' || otp_id === '' || typeof email !== 'string' || email === '') return null;
  return { otp_id, email };
}

/** Where RequireAuth remembers the page a signed-out visitor asked for. */
export type FromState = { from: string };

export function readFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from } = state as Record<string, unknown>;
  // Only same-app paths: never an absolute URL an attacker could plant.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
