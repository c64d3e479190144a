import { describe, expect, it } from 'vitest';
import { ZDiaryEvent } from './contracts';
import { openItems } from './open-items';
import { entry } from './test-support';

const descriptions = (items: { description: string }[]) => items.map((item) => item.description);

describe('open items', () => {
  it('lists the documents the insurer asked for until each is sent, matching names loosely', () => {
    const events = [
      entry('documents_requested', '2026-03-05', { items: ['Police report', 'Repair estimate'] }),
      entry('documents_sent', '2026-03-09', { items: ['  police REPORT. '] }),
    ];
    const { userOwes } = openItems(events);
    expect(userOwes).toEqual([
      {
        kind: 'document',
        description: 'Repair estimate',
        item: 'Repair estimate',
        since: '2026-03-05',
        sourceEventId: 'documents_requested@2026-03-05',
      },
    ]);
  });

  it('keeps a request that names no documents open until the user sends something', () => {
    const request = entry('documents_requested', '2026-03-05', { summary: 'Send everything about the roof.' });
    expect(descriptions(openItems([request]).userOwes)).toEqual(['Documents requested: Send everything about the roof.']);
    expect(openItems([request, entry('documents_sent', '2026-03-06', { items: ['Roof photos'] })]).userOwes).toEqual([]);
  });

  it('does not close a request with documents sent before it', () => {
    const events = [
      entry('documents_sent', '2026-03-01', { items: ['Photos'] }),
      entry('documents_requested', '2026-03-05', { items: ['Photos'] }),
    ];
    expect(descriptions(openItems(events).userOwes)).toEqual(['Photos (asked for again; you sent it on 2026-03-01)']);
  });

  it('orders by date, then by the order given, whatever order the events arrive in', () => {
    const events = [entry('proof_of_loss_sent', '2026-03-20'), entry('proof_of_loss_requested', '2026-03-10')];
    expect(openItems(events).userOwes).toEqual([]);
  });

  it('lists what the insurer owes: acknowledgement, reply, decision, payment and documents asked of it', () => {
    const start = [entry('notice_given', '2026-03-02')];
    expect(openItems(start).insurerOwes.map((item) => item.kind)).toEqual(['acknowledgement', 'decision']);

    const later = [
      ...start,
      entry('acknowledgement_received', '2026-03-04'),
      entry('message_sent', '2026-03-06'),
      entry('documents_requested', '2026-03-06', { id: 'ask-policy', direction: 'to_insurer', items: ['Certified policy copy'] }),
    ];
    expect(openItems(later).insurerOwes.map((item) => [item.kind, item.since])).toEqual([
      ['decision', '2026-03-02'],
      ['reply', '2026-03-06'],
      ['document', '2026-03-06'],
    ]);

    const decided = [
      ...later,
      entry('documents_sent', '2026-03-10', { direction: 'from_insurer', items: ['certified policy copy'] }),
      entry('claim_accepted', '2026-03-20'),
    ];
    expect(openItems(decided).insurerOwes.map((item) => item.kind)).toEqual(['payment']);
    expect(openItems([...decided, entry('payment_received', '2026-04-01')]).insurerOwes).toEqual([]);
  });

  it('asks the user to answer an offer, and the insurer to pay once it is accepted', () => {
    const offer = [entry('notice_given', '2026-03-02'), entry('offer_received', '2026-04-01')];
    expect(descriptions(openItems(offer).userOwes)).toEqual(["Your answer to the insurer's offer"]);
    const accepted = openItems([...offer, entry('offer_accepted', '2026-04-03')]);
    expect(accepted.userOwes).toEqual([]);
    expect(descriptions(accepted.insurerOwes)).toEqual(['Payment of the agreed amount']);
  });

  it('reads events straight from the API schema', () => {
    const stored = ZDiaryEvent.parse({
      id: 'e1',
      occurred_on: '2026-03-02',
      kind: 'proof_of_loss_requested',
      direction: 'from_insurer',
      channel: 'portal',
      summary: 'Sworn proof of loss form uploaded to the portal.',
    });
    expect(openItems([stored]).userOwes.map((item) => item.sourceEventId)).toEqual(['e1']);
  });

  it('ignores notes', () => {
    expect(openItems([entry('note', '2026-03-02', { summary: 'Called my agent.' })])).toEqual({ userOwes: [], insurerOwes: [] });
  });
});
