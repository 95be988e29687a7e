import type { ReactNode } from 'react'

export interface BannerProps {
  title: string
  text: string
  /** Surface and text colours. */
  className: string
  /** The banner's calls to action. */
  children: ReactNode
}

/** A call-to-action card: a heading, one line of text and its actions. */
export function Banner({ title, text, className, children }: BannerProps) {
  return (
    <div className={`flex flex-col items-start justify-between gap-8 rounded-2xl p-8 md:p-10 ${className}`}>
      <div>
        <h2 className="text-2xl font-bold md:text-3xl">{title}</h2>
        <p className="mt-3 max-w-xl text-lg opacity-90">{text}</p>
      </div>
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  )
}
