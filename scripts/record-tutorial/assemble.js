// Turns the captioned stills into the tutorial: an H.264 MP4 with crossfades (small, because
// still frames cost almost nothing), a poster image and a WebVTT file of the same captions.
import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';

const FADE = 0.6;
const FPS = 24;
const SIZE = { width: 1280, height: 720 };

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}). Install it: apt-get install -y ffmpeg`);
  if (result.status !== 0) throw new Error(`ffmpeg failed with code ${result.status}`);
}

/** When each still starts in the finished video: each crossfade overlaps two stills. */
export function timeline(shots) {
  let start = 0;
  return shots.map((shot, index) => {
    const entry = { ...shot, start, end: start + shot.seconds };
    start += shot.seconds - (index < shots.length - 1 ? FADE : 0);
    return entry;
  });
}

export function crossfadeFilter(shots) {
  const scale = shots.map((_, i) => `[${i}:v]scale=${SIZE.width}:${SIZE.height}:flags=lanczos,setsar=1,fps=${FPS},format=yuv420p[s${i}]`);
  if (shots.length === 1) return { graph: scale.join(';'), output: '[s0]' };
  const times = timeline(shots);
  const fades = [];
  let previous = '[s0]';
  for (let i = 1; i < shots.length; i += 1) {
    const label = i === shots.length - 1 ? '[out]' : `[x${i}]`;
    fades.push(`${previous}[s${i}]xfade=transition=fade:duration=${FADE}:offset=${times[i].start.toFixed(3)}${label}`);
    previous = label;
  }
  return { graph: [...scale, ...fades].join(';'), output: '[out]' };
}

const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The captions as a text track, timed to the middle of each crossfade. */
export function webVtt(shots) {
  const times = timeline(shots);
  const cues = times.map((shot, i) => {
    const from = i === 0 ? 0 : shot.start + FADE / 2;
    const to = i === times.length - 1 ? shot.end : shot.end - FADE / 2;
    return `${i + 1}\n${stamp(from)} --> ${stamp(to)}\n${shot.caption}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export function assemble(shots, { video, poster, captions, posterFrame }) {
  const inputs = shots.flatMap((shot) => ['-loop', '1', '-framerate', String(FPS), '-t', shot.seconds.toFixed(3), '-i', shot.file]);
  const { graph, output } = crossfadeFilter(shots);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    output,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-tune',
    'stillimage',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-movflags',
    '+faststart',
    '-an',
    video,
  ]);
  ffmpeg(['-i', posterFrame, '-vf', `scale=${SIZE.width}:${SIZE.height}`, '-q:v', '4', '-frames:v', '1', poster]);
  writeFileSync(captions, webVtt(shots));
  const total = timeline(shots).at(-1).end;
  return { seconds: total, bytes: statSync(video).size };
}
