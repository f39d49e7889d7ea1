import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginInput } from '@lap/contracts';
import '../../zod-locale';

// What the login page takes from the contracts' auth module, whose schemas bring zod: loaded on demand (issue 18).

/** The login form's validation: the same schema the server validates with (STYLE 4), with zod's German messages. */
export const loginResolver = zodResolver(ZLoginInput);

export { parseRoles } from '@lap/contracts';
