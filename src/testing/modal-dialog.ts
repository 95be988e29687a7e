/**
 * jsdom has no modal dialogs: `showModal()` here opens the element and `close()` closes it and
 * fires `close`, as browsers do. Returns the restore function for afterEach.
 */
export function installModalDialogs(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>
  const saved = { showModal: proto.showModal, close: proto.close }
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
  return () => Object.assign(proto, saved)
}
