import type { Request } from 'autocannon';
import { authPaths, chatPaths, claimsPaths } from '@benji/shared';

export interface BenchUser {
  email: string;
  password: string;
}

interface VirtualUser {
  user: BenchUser;
  access?: string;
  session?: string;
  round: number;
  id: number;
}

const claimFields = {
  type_of_claim: 'Basement Flood / Water Damage',
  date_of_incident: '2024-04-02',
  country_of_incident: 'Canada',
  city_of_incident: 'Ottawa',
  insurance_company_name: 'Intact Insurance',
  policy_number: 'POL-2024-0042',
};

/**
 * One virtual user's round, repeated by every connection for the whole run: sign in, list claims,
 * submit a claim, send a chat message (the offline engine answers), download that chat as a PDF.
 * Every claim and message carries a unique marker; the ones acknowledged are collected.
 */
export function virtualUserRound(users: BenchUser[], acknowledged: { claims: Set<string>; messages: Set<string> }): Request[] {
  let connections = 0;
  const json = { 'content-type': 'application/json' };
  const state = (bag: object): VirtualUser => {
    const context = bag as Record<string, unknown>;
    if (!context.vu) {
      const id = connections++;
      context.vu = { user: users[id % users.length]!, round: 0, id } satisfies VirtualUser;
    }
    return context.vu as VirtualUser;
  };
  const auth = (vu: VirtualUser) => ({ authorization: `Bearer ${vu.access ?? ''}` });
  const marker = (vu: VirtualUser) => `load ${vu.id}-${vu.round}`;
  return [
    {
      method: 'POST',
      path: authPaths.login,
      headers: json,
      setupRequest: (request, context) => {
        const vu = state(context);
        vu.round += 1;
        return { ...request, body: JSON.stringify({ email: vu.user.email, password: vu.user.password }) };
      },
      onResponse: (status, body, context) => {
        if (status === 200) state(context).access = (JSON.parse(body) as { access: string }).access;
      },
    },
    { method: 'GET', path: claimsPaths.list, setupRequest: (request, context) => ({ ...request, headers: auth(state(context)) }) },
    {
      method: 'POST',
      path: claimsPaths.list,
      setupRequest: (request, context) => {
        const vu = state(context);
        return { ...request, headers: { ...json, ...auth(vu) }, body: JSON.stringify({ ...claimFields, description: marker(vu) }) };
      },
      onResponse: (status, _body, context) => {
        if (status === 201) acknowledged.claims.add(marker(state(context)));
      },
    },
    {
      method: 'POST',
      path: chatPaths.messages,
      setupRequest: (request, context) => {
        const vu = state(context);
        const session = vu.session ? { session_id: vu.session } : {};
        return {
          ...request,
          headers: { ...json, ...auth(vu) },
          body: JSON.stringify({ content: `${marker(vu)} What is a deductible?`, ...session }),
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const vu = state(context);
        vu.session = (JSON.parse(body) as { session: { session_id: string } }).session.session_id;
        acknowledged.messages.add(`${marker(vu)} What is a deductible?`);
      },
    },
    {
      method: 'GET',
      path: chatPaths.downloadPdf('pending'),
      setupRequest: (request, context) => {
        const vu = state(context);
        return { ...request, path: chatPaths.downloadPdf(vu.session ?? 'none'), headers: auth(vu) };
      },
    },
  ];
}
