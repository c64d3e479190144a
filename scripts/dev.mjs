// `npm run dev`: the API server with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [
  spawn(bin('tsx'), ['watch', 'src/main.ts'], { cwd: new URL('../apps/server', import.meta.url).pathname, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: new URL('../apps/web', import.meta.url).pathname, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
