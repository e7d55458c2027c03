import { FileSpreadsheet, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { IMPORT_TEXT } from './texts';

type FileChooserProps = {
  file: File | null;
  onChoose: (file: File | null) => boolean;
  disabled?: boolean;
};

// Spec 2.10: the .csv-only chooser, showing the chosen file's name and size in KB. A file can also
// be dropped on it; the same .csv check applies.
export function FileChooser({ file, onChoose, disabled = false }: FileChooserProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  }

  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-lg border-2 border-dashed p-5 text-center transition-colors sm:flex-row sm:text-left',
        dragging ? 'border-primary bg-primary/5' : 'border-input bg-muted/30',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-lg',
          file ? 'bg-emerald-50 text-emerald-700' : 'bg-card text-muted-foreground',
        )}
      >
        <FileSpreadsheet className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1" aria-live="polite">
        {file ? (
          <>
            <p className="font-semibold break-all" data-testid="chosen-file-name">
              {file.name}
            </p>
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="chosen-file-size">
              {IMPORT_TEXT.fileSize(file.size)}
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">{IMPORT_TEXT.noFileChosen}</p>
            <p className="text-sm text-muted-foreground">{IMPORT_TEXT.dropHint}</p>
          </>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        aria-label={IMPORT_TEXT.fileLabel}
        className="hidden"
        disabled={disabled}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // Cleared so choosing the same file again (after editing it) is noticed.
          event.target.value = '';
        }}
      />
      <Button variant="outline" className="w-full sm:w-auto" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <Upload aria-hidden />
        {file ? IMPORT_TEXT.chooseAnother : IMPORT_TEXT.chooseFile}
      </Button>
    </div>
  );
}
