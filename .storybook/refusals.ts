import type { FieldError, Problem, ProblemCode, ProblemParams } from '@cellar/api-client';
import { ProblemCodeValues } from '@cellar/api-client/contract';
import { wordsFor } from '@cellar/i18n';

/** A refused field as a sample writes it: its params may be left out when its words need none. */
export type SampleFieldError = Omit<FieldError, 'params'> & { params?: ProblemParams };

/** A refusal as a story writes it: by its English sentence, its code and params given or found from it. */
export interface SampleProblem {
  status: number;
  detail: string;
  title?: string;
  code?: ProblemCode;
  params?: ProblemParams;
  errors?: SampleFieldError[];
}

const english = wordsFor('en');

/** The code whose English words, needing no params, are `detail`: the refusal the server sends in that sentence. */
function codeOfSentence(detail: string): ProblemCode | undefined {
  return ProblemCodeValues.find((code) => code !== 'validation' && english(`problem.${code}`) === detail);
}

/**
 * The problem+json body the API would send for a sample, its `detail` the sample's own. A sample that
 * names no code gets the one whose words it quotes, else `validation` when it refuses fields, else
 * `serverError`: a sample whose sentence has params (a wine's name) should name its code.
 */
export function sampleProblemBody({ status, detail, title = 'Error', code, params = {}, errors }: SampleProblem): Problem {
  return {
    type: 'about:blank',
    title,
    status,
    code: code ?? codeOfSentence(detail) ?? (errors?.length ? 'validation' : 'serverError'),
    params,
    detail,
    ...(errors ? { errors: errors.map((error) => ({ ...error, params: error.params ?? {} })) } : {}),
  };
}
