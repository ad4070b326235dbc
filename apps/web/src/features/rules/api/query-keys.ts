/** Query keys of the rules feature, in one place. */
export const ruleKeys = {
  all: ['rules'] as const,
};
