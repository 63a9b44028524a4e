import type { CollectionConfig, Field } from 'payload'
import { dealerDepartments, nobody } from '../access'
import { anonymisedAtField } from '../fields/anonymised'
import { recordField } from '../fields/json'

export const workshopBookingStatuses = ['booked', 'cancelled'] as const
/** Who moved or cancelled a booking: the customer through their link, or the workshop's staff. */
export const bookingChangers = ['customer', 'staff'] as const

/**
 * Workshop bookings (spec 03 §3 "Booking request"). Only the booking service creates
 * them, inside a transaction that checks the workshop's capacity (src/services/workshop/bookings.ts);
 * staff read them and may cancel one, which frees its time. Dates and times are the workshop's
 * wall-clock time: a full-day booking is recorded at 08:00 (spec 03 §9).
 */
/**
 * Every field is the booking service's: a change of time or status through the API would skip
 * the capacity check and the customer's message, so staff change a booking only through the
 * panel's endpoints, which the collection's update access guards ("Bookings: changes").
 */
const byServiceOnly = (fields: Field[]): Field[] =>
  fields.map((field) =>
    field.type === 'row'
      ? { ...field, fields: byServiceOnly(field.fields) }
      : field.type === 'ui'
        ? field
        : ({ ...field, access: { ...field.access, update: () => false } } as Field),
  )

export const WorkshopBookings: CollectionConfig = {
  slug: 'workshop-bookings',
  admin: {
    group: 'Workshop',
    useAsTitle: 'confirmationId',
    defaultColumns: [
      'confirmationId',
      'workshopName',
      'date',
      'time',
      'registrationNumber',
      'customerName',
      'status',
      'confirmedAt',
    ],
  },
  // Staff move or cancel a booking from its page (the "changeBooking" panel below); the service
  // checks their access to the booking (src/services/workshop/staff-changes.ts).
  endpoints: [
    {
      path: '/:id/free-times',
      method: 'get',
      handler: async (req) => (await import('@/services/workshop/staff-changes')).handleStaffFreeTimes(req),
    },
    {
      path: '/:id/move',
      method: 'post',
      handler: async (req) => (await import('@/services/workshop/staff-changes')).handleStaffMove(req),
    },
    {
      path: '/:id/confirm',
      method: 'post',
      handler: async (req) => (await import('@/services/workshop/staff-changes')).handleStaffConfirm(req),
    },
    {
      path: '/:id/cancel',
      method: 'post',
      handler: async (req) => (await import('@/services/workshop/staff-changes')).handleStaffCancel(req),
    },
  ],
  access: {
    read: dealerDepartments('departmentId', 'dealerStaff', 'workshopReception'),
    create: nobody,
    update: dealerDepartments('departmentId', 'dealerStaff', 'workshopReception'),
    delete: nobody,
  },
  fields: byServiceOnly([
    { name: 'confirmationId', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'departmentId', type: 'text', required: true, index: true, admin: { readOnly: true } },
        // Named when booked, so lists and the planner name it without asking the catalog.
        { name: 'workshopName', type: 'text', admin: { readOnly: true } },
        { name: 'date', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'time', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'isFullDay', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
        { name: 'minutes', type: 'number', required: true, min: 1, admin: { readOnly: true } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      options: [...workshopBookingStatuses],
      index: true,
      // Changed from the panel below ("Confirm, move or cancel"), which tells the customer.
      admin: { readOnly: true },
    },
    {
      // When the workshop confirmed the booking ("Bookings: the planner"); a move by the customer
      // clears it.
      name: 'confirmedAt',
      type: 'date',
      access: { update: () => false },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'changeBooking',
      type: 'ui',
      admin: { components: { Field: '/cms/admin/BookingChanges#BookingChanges' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'registrationNumber', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'mileage', type: 'number', admin: { readOnly: true } },
      ],
    },
    { name: 'customerName', type: 'text', index: true, admin: { readOnly: true } },
    recordField('customer', { required: true }),
    recordField('services', { required: true }),
    { name: 'freeText', type: 'textarea', admin: { readOnly: true } },
    {
      // Counts the booking's changes: the calendar invitation's SEQUENCE, and part of the
      // customer's change link, so a link from before a change no longer works
      // (src/services/workshop/booking-changes.ts).
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: { update: () => false },
      admin: { hidden: true },
    },
    {
      // When the day-before reminder went out; claimed before sending, so it goes once
      // (src/services/workshop/reminders.ts). A move clears it.
      name: 'remindedAt',
      type: 'date',
      index: true,
      access: { update: () => false },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'changes',
      type: 'array',
      access: { update: () => false },
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'select', required: true, options: [...bookingChangers] },
        { name: 'from', type: 'text', required: true },
        { name: 'to', type: 'text' },
        { name: 'reason', type: 'text' },
      ],
    },
    {
      // A keyed hash of the client's address, which only the booking service reads, to bound the
      // open bookings of one client ("Bookings: open bookings per client").
      name: 'client',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    anonymisedAtField(),
  ]),
}
