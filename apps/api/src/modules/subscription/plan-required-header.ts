import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAN_REQUIRED_HEADER, PlanRequiredError } from '../kernel/plan.ts';

/** onError hook (runs before the error handler sends): tags the plan's 403 for the web app. */
export async function markPlanRequired(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof PlanRequiredError) reply.header(PLAN_REQUIRED_HEADER, 'premium');
}
