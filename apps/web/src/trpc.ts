import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@lap/api';

/** tRPC's React hooks; they work below DataProviders (data-providers.tsx). */
export const trpc = createTRPCReact<AppRouter>();

export { errorMessage, fieldErrorsOf, httpStatusOf, readCookie } from './trpc-client';
