/** Bytes as the footer's cost line says them (decision 055): "312 KB", "1.4 MB". */
export function formatTransfer(bytes: number): string {
  const kb = bytes / 1024
  return kb < 1000 ? `${Math.round(kb)} KB` : `${(kb / 1024).toFixed(1)} MB`
}
