import type { FastifyInstance } from 'fastify';
import { ZProfileResponse, ZSubscriptionPackageList, type TSubscriptionPackage } from '@benji/shared';
import { bearer } from '../support/accounts';

export const paths = {
  packages: '/api/subcriptionlist/',
  payment: '/api/stripe/payment/',
  webhook: '/api/stripe/webhook/',
  session: (id: string) => `/api/stripe/checkout-session/${id}/`,
  confirm: (id: string) => `/api/stripe/checkout-session/${id}/confirm/`,
};

export async function listPackages(app: FastifyInstance): Promise<TSubscriptionPackage[]> {
  return ZSubscriptionPackageList.parse((await app.inject({ method: 'GET', url: paths.packages })).json());
}

export async function packageId(app: FastifyInstance, packageType: string): Promise<number> {
  const found = (await listPackages(app)).find((item) => item.package_type === packageType);
  if (!found) throw new Error(`no package ${packageType}`);
  return found.id;
}

export const startPayment = (app: FastifyInstance, access: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: paths.payment, payload, headers: access ? bearer(access) : {} });

export const readSession = (app: FastifyInstance, access: string | undefined, id: string) =>
  app.inject({ method: 'GET', url: paths.session(id), headers: access ? bearer(access) : {} });

export const confirmSession = (app: FastifyInstance, access: string | undefined, id: string) =>
  app.inject({ method: 'POST', url: paths.confirm(id), headers: access ? bearer(access) : {} });

/** The user as the profile endpoint shows them: the flags every screen reads. */
export async function profileOf(app: FastifyInstance, access: string) {
  const response = await app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) });
  return ZProfileResponse.parse(response.json()).user;
}
