struct PaymentService {}
