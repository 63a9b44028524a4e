/** Pounds as a UK finance quote writes them: £12,345.67, and whole pounds where the product rounds down. */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

export const pounds = (value: number): string => gbp.format(value)

export const wholePounds = (value: number): number => Math.floor(value + 1e-9)
