import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZClaimUploadResponse, ZClaimWithMessage, ZSendMessageResponse } from '@benji/shared';
import { apiClient } from './support/api-client';
import { findHalfWritten, queryRows } from './support/integrity';
import { startServer, type ServerProcess } from './support/server-process';
import { startTempPostgres, type TempPostgres } from './support/temp-postgres';
import { runLoad } from './support/write-load';

let postgres: TempPostgres;
let server: ServerProcess | undefined;
beforeAll(async () => {
  postgres = await startTempPostgres();
});
afterAll(() => {
  server?.kill('SIGKILL');
  postgres?.destroy();
});

it(
  'SIGKILL in the middle of a load of writes leaves no half-written claim, message pair or upload, and loses nothing acknowledged',
  { timeout: 150_000 },
  async () => {
    server = await startServer({ DATABASE_URL: postgres.url });
    const api = apiClient(server.url);
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map(() => api.register()));
    const kinds = ['claim', 'chat', 'upload'] as const;

    // Nine writers, each always with one request open: three users submit claims and chat, three
    // others (with no claim, so each save is a set of details of its own) save claim details.
    const load = runLoad(9, (worker, round) => {
      const kind = kinds[Math.floor(worker / 3)]!;
      const as = api.as(users[(worker % 3) + (kind === 'upload' ? 3 : 0)]!.access);
      const marker = `w${worker}-r${round}-${kind}`;
      const send =
        kind === 'claim'
          ? () => as.submitClaim(`Fault test ${marker}`)
          : kind === 'chat'
            ? () => as.chat(`Fault test ${marker}`)
            : () => as.saveUpload(marker);
      return { kind, marker, send };
    });
    // Kill only once every kind has been acknowledged at least once: uploads are the slowest, and
    // on a busy machine 45 answers can all be claims and chat messages.
    const acknowledged = () => load.outcomes.filter((outcome) => outcome.answer?.status === 201);
    const everyKindAcknowledged = () => kinds.every((kind) => acknowledged().some((outcome) => outcome.kind === kind));
    while (acknowledged().length < 45 || !everyKindAcknowledged()) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    const outcomes = await load.done();
    expect(await server.exited).toBe('SIGKILL');
    expect(outcomes.filter((outcome) => outcome.cut).length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.answer && outcome.answer.status !== 201)).toEqual([]);

    server = await startServer({ DATABASE_URL: postgres.url });
    expect(await findHalfWritten(postgres.url)).toEqual({
      claimsWithoutTheirPdf: [],
      uploadsWithoutTheirPdf: [],
      filesNobodyUses: [],
      sessionsWithoutMessages: [],
      messagesOutOfPair: [],
    });

    // Every write the client was told about is there exactly once; the cut ones are there once or not at all.
    const claims = await queryRows<{ description: string }>(postgres.url, 'select description from claims');
    const messages = await queryRows<{ content: string }>(postgres.url, "select content from chat_messages where sender = 'user'");
    const uploads = await queryRows<{ add_claim_number: string }>(postgres.url, 'select add_claim_number from claim_uploads');
    const stored = {
      claim: claims.map((row) => row.description),
      chat: messages.map((row) => row.content),
      upload: uploads.map((row) => row.add_claim_number),
    };
    for (const outcome of outcomes) {
      const value = outcome.kind === 'upload' ? outcome.marker : `Fault test ${outcome.marker}`;
      const copies = stored[outcome.kind as keyof typeof stored].filter((item) => item === value).length;
      if (outcome.cut) expect(copies).toBeLessThanOrEqual(1);
      else expect({ marker: outcome.marker, copies }).toEqual({ marker: outcome.marker, copies: 1 });
    }

    // The acknowledged answers were real: their ids read back through the restarted server.
    const first = outcomes.find((outcome) => outcome.marker.startsWith('w0-') && outcome.answer)!;
    const claimId = ZClaimWithMessage.parse(first.answer!.body).claim.id;
    const owner = users[0]!;
    const restarted = apiClient(server.url);
    expect((await restarted.as(owner.access).listClaims()).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: claimId })]),
    );
    const chat = outcomes.find((outcome) => outcome.kind === 'chat' && outcome.answer)!;
    const session = ZSendMessageResponse.parse(chat.answer!.body).session.session_id;
    const chatOwner = users[Number(chat.marker.slice(1).split('-')[0]) % 3]!;
    expect(((await restarted.as(chatOwner.access).history(session)).body as unknown[]).length).toBe(2);
    const upload = outcomes.find((outcome) => outcome.kind === 'upload' && outcome.answer)!;
    expect(ZClaimUploadResponse.parse(upload.answer!.body).claim_upload.files_metadata.map((file) => file.filename)).toEqual([
      'policy.pdf',
    ]);
  },
);
