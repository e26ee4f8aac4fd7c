/** A one-line progress bar on stderr (redrawn in place on a terminal, every 10 % otherwise). */
export function progress(label: string, total: number): { add: (n: number) => void; done: () => void } {
  const t0 = performance.now();
  const tty = process.stderr.isTTY;
  let n = 0;
  let lastTenth = -1;
  const draw = () => {
    const f = total ? n / total : 1;
    const width = 30;
    const full = Math.round(f * width);
    const s = (performance.now() - t0) / 1000;
    const rate = s > 0 ? Math.round(n / s) : 0;
    const line = `[${'#'.repeat(full)}${'.'.repeat(width - full)}] ${(f * 100).toFixed(0).padStart(3)}% ${label} ${n}/${total} ${s.toFixed(1)} s ${rate}/s`;
    if (tty) process.stderr.write(`\r${line}`);
    else if (Math.floor(f * 10) !== lastTenth) {
      lastTenth = Math.floor(f * 10);
      process.stderr.write(`${line}\n`);
    }
  };
  draw();
  return {
    add: (k) => {
      n += k;
      draw();
    },
    done: () => {
      n = total;
      draw();
      if (tty) process.stderr.write('\n');
    },
  };
}
