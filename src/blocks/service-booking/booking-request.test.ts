import { describe, expect, it } from 'vitest'
import { bookingRequest, customerFields } from './booking-request'
import { emptyContact, initialBookingState, type BookingFlowState } from './state'
import { car, workshop } from './test-fixtures'

const state: BookingFlowState = {
  ...initialBookingState,
  car,
  services: {
    smallservice: {
      name: 'Liten service',
      price: 2195,
      priceKnown: true,
      category: 'Service',
      unit: null,
      type: 'service',
      userInput: '',
      unitAbbreviation: null,
      priceDiscount: null,
    },
    adblue: {
      name: 'AdBlue',
      price: 90,
      priceKnown: true,
      category: 'Tillval',
      unit: 3,
      type: 'addon',
      userInput: '',
      unitAbbreviation: 'l',
      priceDiscount: null,
    },
    diagnosis: {
      name: 'Felsökning',
      price: null,
      priceKnown: false,
      category: 'Reparation',
      unit: null,
      type: 'service',
      userInput: 'Det låter',
      unitAbbreviation: null,
      priceDiscount: null,
    },
  },
}

describe('the booking request', () => {
  it('sends the trimmed contact, the chosen time, mileage 1 without an original service, units and messages', () => {
    const contact = {
      ...emptyContact,
      firstName: ' Anna ',
      lastName: 'Berg',
      phone: '0701234567',
      email: 'a@b.se ',
    }
    const timeSlot = { timeslot: '2026-12-01T08:00:00', isFullDay: true }
    expect(bookingRequest(state, contact, workshop, timeSlot)).toEqual({
      customer: { firstName: 'Anna', lastName: 'Berg', phone: '0701234567', email: 'a@b.se' },
      freeText: '',
      departmentId: 'd1',
      timeSlot: '2026-12-01T08:00:00',
      isFullDay: true,
      registrationNumber: 'ABC123',
      mileage: 1,
      serviceOfferingRequests: [
        { kobraId: 'smallservice' },
        { kobraId: 'adblue', unitsSelected: 3 },
        { kobraId: 'diagnosis', userInput: 'Det låter' },
      ],
    })
    expect(bookingRequest({ ...state, milage: 12000 }, contact, workshop, timeSlot).mileage).toBe(12000)
  })

  it('a refusal marks the customer fields it names, without their prefix', () => {
    expect(customerFields({ 'customer.email': 'Ogiltig e-post', timeSlot: 'Upptagen' })).toEqual({
      email: 'Ogiltig e-post',
    })
  })
})
