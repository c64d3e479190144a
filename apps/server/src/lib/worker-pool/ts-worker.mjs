// The entry of every worker thread of a WorkerPool: it loads each task's TypeScript module once per
// thread and runs the named export.

const modules = new Map();

/**
 * Under `npm start` the thread inherits tsx's loader with the process's flags, and a plain import
 * works (registering tsx a second time breaks its loader there). Under vitest, whose transform
 * does not reach worker threads, tsx is registered for this import only.
 */
async function load(module) {
  try {
    return await import(module);
  } catch (error) {
    if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(module, import.meta.url);
  }
}

/** Runs `name` from `module` on `input`; `started` tells the pool when the task itself begins. */
export default async function run({ started, module, name, input }) {
  if (!modules.has(module)) modules.set(module, load(module));
  const task = (await modules.get(module))[name];
  // Loading the module is the thread's start-up, not the task's work: the time limit counts from here.
  started.postMessage('started');
  started.close();
  return task(input);
}
