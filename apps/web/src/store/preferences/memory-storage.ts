/** Local storage in a map a test can read, and can make refuse every call as a locked-down browser does. */
export function memoryStorage(initial: Record<string, string> = {}, refuse = false): Storage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  const guard = () => {
    if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => void (guard(), items.set(key, String(value))),
    removeItem: (key: string) => void (guard(), items.delete(key)),
    clear: () => void (guard(), items.clear()),
  };
}
