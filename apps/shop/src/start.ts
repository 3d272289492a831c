/**
 * What the page's boot script (src/boot.ts, inline in the page) imports when the shop must run: the app,
 * imported statically, so the build names its chunks and the boot script imports each of them side by
 * side (build/inlineBoot.ts). Each is then evaluated as it arrives, in a task of its own, instead of all
 * at once behind a dynamic import, whose preload helper also spent 30 ms adding a link per chunk.
 */
import './main';
