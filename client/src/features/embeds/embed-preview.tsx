import { useEffect, useRef, useState } from 'react';
import { previewHeight, PREVIEW_HEIGHT } from './frame-height';

// The embed itself in a frame of this origin, live as on the league's site (its own script follows
// the pushes), as tall as the embed says it is within the dialog's bounds (it scrolls beyond).
export function EmbedPreview({ path, title }: { path: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(PREVIEW_HEIGHT.initial);
  useEffect(() => {
    function onMessage(event: MessageEvent): void {
      // only this frame's embed, served from this origin
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      const told = previewHeight(event.data);
      if (told !== null) setHeight(told);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return <iframe ref={frame} src={path} title={title} style={{ height }} className="block w-full rounded-md border bg-card" />;
}
