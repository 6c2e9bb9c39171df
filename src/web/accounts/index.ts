// The accounts feature's public face: the signed-in user, for every other feature. It stays as
// small as the session store, since the shell's first load imports it; the pages are loaded
// lazily by the router from their own files.

export { AuthCard } from './AuthForm';
export { useProfileQuery } from './account-api';
export { useAuthChanged, useSession } from './session';
