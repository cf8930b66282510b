#!/bin/sh
# The DynamoDB table boxoffice and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "boxoffice"
}'
}

# GetShow (testdata/boxoffice/input.sql:25:1): needs show_id
GetShow() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice"
}'
}

# ShowsAtVenue (testdata/boxoffice/input.sql:28:1): needs venue_id
ShowsAtVenue() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#'"${venue_id}"'"
    },
    ":sk": {
      "S": "SHOW#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "boxoffice"
}'
}

# ShowsOnSale (testdata/boxoffice/input.sql:31:1)
ShowsOnSale() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SHOW#STATUS#ON_SALE"
    },
    ":sk": {
      "S": "SHOW#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 20,
  "TableName": "boxoffice"
}'
}

# ReserveSeat (testdata/boxoffice/input.sql:36:1): needs show_id
ReserveSeat() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #seats_left > :seats_left2",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#seats_left": "seats_left"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "1"
    },
    ":seats_left2": {
      "N": "0"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #seats_left = #seats_left - :seats_left"
}'
}

# ReleaseSeats (testdata/boxoffice/input.sql:39:1): needs seats_left_by, show_id
ReleaseSeats() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#seats_left": "seats_left"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "'"${seats_left_by}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #seats_left = #seats_left + :seats_left"
}'
}

# MarkDown (testdata/boxoffice/input.sql:42:1): needs price, show_id
MarkDown() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #price >= :price2",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":price": {
      "N": "2.50"
    },
    ":price2": {
      "N": "'"${price}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #price = #price - :price"
}'
}

# RepriceUnlessDiscounted (testdata/boxoffice/input.sql:45:1): needs price, show_id
RepriceUnlessDiscounted() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND attribute_not_exists(#discount)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#discount": "discount",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":price": {
      "N": "'"${price}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #price = :price"
}'
}

# BumpDiscount (testdata/boxoffice/input.sql:48:1): needs discount_by, show_id
BumpDiscount() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND attribute_exists(#discount)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#discount": "discount"
  },
  "ExpressionAttributeValues": {
    ":discount": {
      "N": "'"${discount_by}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #discount = #discount + :discount"
}'
}

# CancelUnsoldShow (testdata/boxoffice/input.sql:51:1): needs seats_left, show_id
CancelUnsoldShow() {
  aws dynamodb delete-item --cli-input-json '{
  "ConditionExpression": "#seats_left = :seats_left",
  "ExpressionAttributeNames": {
    "#seats_left": "seats_left"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "'"${seats_left}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice"
}'
}

# AddShow (testdata/boxoffice/input.sql:55:1): needs venue_id, starts_at, show_id, created_at, price, title
AddShow() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "VENUE#'"${venue_id}"'"
    },
    "GSI1SK": {
      "S": "SHOW#'"${starts_at}"'#'"${show_id}"'"
    },
    "GSI2PK": {
      "S": "SHOW#STATUS#ON_SALE"
    },
    "GSI2SK": {
      "S": "SHOW#'"${starts_at}"'#'"${show_id}"'"
    },
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    },
    "_type": {
      "S": "shows"
    },
    "created_at": {
      "S": "'"${created_at}"'"
    },
    "price": {
      "N": "'"${price}"'"
    },
    "seats_left": {
      "N": "100"
    },
    "show_id": {
      "N": "'"${show_id}"'"
    },
    "starts_at": {
      "S": "'"${starts_at}"'"
    },
    "status": {
      "S": "ON_SALE"
    },
    "title": {
      "S": "'"${title}"'"
    },
    "venue_id": {
      "N": "'"${venue_id}"'"
    }
  },
  "TableName": "boxoffice"
}'
}

# AddVenue (testdata/boxoffice/input.sql:58:1): needs venue_id, name
AddVenue() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "VENUE#'"${venue_id}"'"
    },
    "SK": {
      "S": "VENUE"
    },
    "_type": {
      "S": "venues"
    },
    "name": {
      "S": "'"${name}"'"
    },
    "venue_id": {
      "N": "'"${venue_id}"'"
    }
  },
  "TableName": "boxoffice"
}'
}

# AddPreview (testdata/boxoffice/input.sql:62:1): needs venue_id, starts_at, show_id, created_at, title
AddPreview() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "VENUE#'"${venue_id}"'"
    },
    "GSI1SK": {
      "S": "SHOW#'"${starts_at}"'#'"${show_id}"'"
    },
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    },
    "_type": {
      "S": "shows"
    },
    "created_at": {
      "S": "'"${created_at}"'"
    },
    "price": {
      "N": "0"
    },
    "seats_left": {
      "N": "100"
    },
    "show_id": {
      "N": "'"${show_id}"'"
    },
    "starts_at": {
      "S": "'"${starts_at}"'"
    },
    "status": {
      "S": "PREVIEW"
    },
    "title": {
      "S": "'"${title}"'"
    },
    "venue_id": {
      "N": "'"${venue_id}"'"
    }
  },
  "TableName": "boxoffice"
}'
}

# CloseSales (testdata/boxoffice/input.sql:65:1): needs show_id
CloseSales() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #seats_left = :seats_left",
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#PK": "PK",
    "#seats_left": "seats_left",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":seats_left": {
      "N": "0"
    },
    ":status": {
      "S": "SOLD_OUT"
    }
  },
  "Key": {
    "PK": {
      "S": "SHOW#'"${show_id}"'"
    },
    "SK": {
      "S": "SHOW"
    }
  },
  "TableName": "boxoffice",
  "UpdateExpression": "SET #status = :status REMOVE #GSI2PK, #GSI2SK"
}'
}
