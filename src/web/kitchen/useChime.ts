import { useCallback, useRef, useState } from 'react';

/** Written by scripts/make-chime.ts; served from our own origin (the CSP allows no data: media). */
const CHIME_URL = '/sounds/kitchen-chime.wav';

const STORAGE_KEY = 'tavola.kitchen.sound';

const storedSoundOn = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
};

/**
 * The board's sound: an <audio> element with the chime, on or off as this tablet last chose. A
 * browser that refuses to play before a tap (autoplay rules) makes `play()` reject: the board then
 * shows "Enable sound", whose tap plays it once and so unlocks it.
 */
export function useChime() {
  const audio = useRef<HTMLAudioElement>(null);
  const [soundOn, setSoundOnState] = useState(storedSoundOn);
  const [blocked, setBlocked] = useState(false);

  const play = useCallback(async () => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = 0;
    try {
      await element.play();
      setBlocked(false);
    } catch {
      setBlocked(true);
    }
  }, []);

  const chime = useCallback(() => {
    if (soundOn) void play();
  }, [soundOn, play]);

  const setSoundOn = useCallback((on: boolean) => {
    setSoundOnState(on);
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // A private window may refuse storage: the switch still works for this visit.
    }
  }, []);

  return {
    audio,
    src: CHIME_URL,
    soundOn,
    setSoundOn,
    blocked: soundOn && blocked,
    chime,
    unlock: play,
  };
}
