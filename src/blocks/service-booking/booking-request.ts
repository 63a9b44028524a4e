/**
 * Step 4's booking (spec 03 §7 "Mechanic-mate and booking"): the request the flow sends, and the
 * customer fields a refusal names. Pure, so the rules are unit-tested; in step 4's chunk only.
 */
import type { BookingRequest } from '@/services/workshop/contract'
import type { BookingFlowState, Contact, TimeSlot, Workshop } from './state'

/**
 * The booking of the workshop and time chosen: the contact fields trimmed, the mileage 1 when no
 * original service asked for it, each service with its units or message. Only a flow with a car
 * reaches step 4.
 */
export const bookingRequest = (
  state: BookingFlowState,
  contact: Contact,
  workshop: Workshop,
  timeSlot: TimeSlot,
): BookingRequest => ({
  customer: {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    phone: contact.phone.trim(),
    email: contact.email.trim(),
  },
  freeText: contact.freeText,
  departmentId: workshop.departmentId,
  timeSlot: timeSlot.timeslot,
  isFullDay: timeSlot.isFullDay,
  registrationNumber: state.car!.registrationNumber,
  mileage: state.milage ?? 1,
  serviceOfferingRequests: Object.entries(state.services).map(([code, service]) => ({
    kobraId: code,
    ...(service.unit !== null ? { unitsSelected: service.unit } : {}),
    ...(service.userInput ? { userInput: service.userInput } : {}),
  })),
})

/** The fields a refused booking names for the customer (`customer.email` → `email`), with their messages. */
export const customerFields = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith('customer.'))
      .map(([name, message]) => [name.slice('customer.'.length), message]),
  )
