// The HTTP layer reports an ended session; the app decides where the user goes (the router
// registers the handler), so the API code never imports the router.
type Handler = () => void | Promise<void>;

let handler: Handler = () => undefined;

export function setSessionEndedHandler(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = () => undefined;
  };
}

export function notifySessionEnded(): void | Promise<void> {
  return handler();
}
