// Tabs of one browser share the refresh cookie, so a sign-out in one ends the session in all of
// them; this tells the others at once, rather than at their next call to the server.
const CHANNEL = 'benji-session';
const SIGNED_OUT = 'signed-out';

const channelSupported = () => typeof BroadcastChannel !== 'undefined';

export function announceSignOut(): void {
  if (!channelSupported()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(SIGNED_OUT);
  channel.close();
}

/** Calls `listener` when another tab of this browser signs out; returns the unsubscribe. */
export function onSignOutElsewhere(listener: () => void): () => void {
  if (!channelSupported()) return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) listener();
  };
  return () => channel.close();
}
