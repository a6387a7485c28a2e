import { CHOSEN_PATH_NOTE, defineEndpoint } from '../core/endpoint';
import { callerIdsSchema } from './caller-ids';

export const callerIdEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/caller-ids',
    summary: `The caller-ID pool: per number its calls today, answer and short-call rates over 7 days, health state and answer rate per day over 14 days, in the business time zone ${CHOSEN_PATH_NOTE}`,
    tag: 'caller-ids',
    access: 'operator',
    response: callerIdsSchema,
  }),
};
