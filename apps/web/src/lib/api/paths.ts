// The auth endpoints under the name the web app uses. Importing them costs no zod: the shared
// package keeps paths apart from schemas and declares itself free of side effects.
export { authPaths as apiPaths } from '@benji/shared';
