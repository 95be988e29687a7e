import 'virtual:uno.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './console-app'

/** The operator console's entry (decision 045): its own build, never loaded by a buyer's page. */
createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
)
