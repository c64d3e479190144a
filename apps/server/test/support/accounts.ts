import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZCredentials, ZRefreshResponse } from '@benji/shared';
import type { TestApp } from './test-app';

let counter = 0;
let ipCounter = 0;

/**
 * A caller address no other request in the run has used. Requests that are not about rate
 * limits come from their own address, so the per-IP limits only trip where a test means them to.
 */
export function nextIp(): string {
  ipCounter += 1;
  // 172.16.0.0/12: tests that pick an address by hand use 10.x, so the two never meet.
  return `172.${16 + ((ipCounter >> 16) & 15)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The answers an API client gets (no browser headers): the refresh token is in the body too. */
export const ZApiCredentials = ZCredentials.extend({ refresh: z.string() });
export type TApiCredentials = z.infer<typeof ZApiCredentials>;
export const ZApiRefresh = ZRefreshResponse.extend({ refresh: z.string() });

export function newUserInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${counter}-${Date.now()}@example.com`,
    full_name: 'Ana Ruiz',
    address: '12 Elm Street, Toronto, ON',
    phone_number: '4165550100',
    password: 'correct-horse-1',
    ...overrides,
  };
}

/** Registers through the real endpoint and returns the parsed credentials plus the password used. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const input = newUserInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/register/', payload: input, remoteAddress: nextIp() });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const credentials = ZApiCredentials.parse(response.json());
  return { ...credentials, password: input.password, email: input.email };
}

/** Signs in through the real endpoint, from an address of its own; returns the parsed credentials. */
export async function loginUser(app: FastifyInstance, email: string, password: string): Promise<TApiCredentials> {
  const response = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: nextIp() });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return ZApiCredentials.parse(response.json());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Moves a user's signup date into the past, to end the trial without waiting 72 hours. */
export async function ageAccount(t: TestApp, userId: number, hours: number): Promise<void> {
  await t.execute(sql`update users set signup_date = now() - make_interval(hours => ${hours}) where id = ${userId}`);
}
